-- HAProxy (2.5+, Lua filters) filter for a gRPC backend whose methods each answer one message
-- (arbiterd's RulesService): a replica's answer is forwarded to the client only once HAProxy
-- holds all of it, trailers (grpc-status) included.
--
-- Why: a gRPC client commits a call (will never retry it) once it has the answer's headers.
-- When a replica's connection breaks after it sent the headers and message but before the
-- trailers (SIGKILL, a crash, a drain cutting connections), HAProxy 2.6 forwards the status
-- 200 and the message and then ends the stream: the client sees UNKNOWN "Stream removed"
-- (HAProxy's log: SD--), a failed call nobody may retry. `http-response wait-for-body` does
-- not prevent it: it stops waiting when the server side breaks and forwards what it has.
-- Holding the headers here until the end of the message means a broken answer never reaches
-- the client: HAProxy resets the client's stream with REFUSED_STREAM, which gRPC clients see
-- as UNAVAILABLE, not committed, and retry (on another replica).
--
-- An answer larger than HAProxy's buffer (tune.bufsize, 16 KiB by default) cannot be held
-- whole: it is forwarded once the buffer is full, as without this filter. Only for services
-- that answer once: a server-streaming answer would be held until it ends.
--
--   global
--     lua-load /etc/haproxy/grpc_whole_answer.lua
--   backend arbiterd
--     filter lua.grpc_whole_answer
local GrpcWholeAnswer = {}
GrpcWholeAnswer.id = "gRPC whole answer"
GrpcWholeAnswer.flags = filter.FLT_CFG_FL_HTX
GrpcWholeAnswer.__index = GrpcWholeAnswer

function GrpcWholeAnswer:new()
  local f = {}
  setmetatable(f, GrpcWholeAnswer)
  return f
end

-- Called when the headers are in, and again as more of the message arrives while it waits.
function GrpcWholeAnswer:http_headers(txn, http_msg)
  local channel = http_msg.channel
  if channel:is_resp() and not http_msg:eom() and not channel:is_full() then
    return filter.WAIT
  end
  return filter.CONTINUE
end

core.register_filter("grpc_whole_answer", GrpcWholeAnswer, function(f, args) return f end)
