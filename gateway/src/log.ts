// JSON request and event log, one object a line on stderr, in arbiterd's shape
// ({"ts","level","msg",...fields}; docs/operations.md "Logs"). Levels below --log_level are
// dropped; `request` lines are info.
//
// Usage: const log = new Log("info"); log.info("request", { method: "NewGame", code: "OK" });
export type Level = "debug" | "info" | "warn" | "error" | "off";
const rank: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3, off: 4 };

export class Log {
  constructor(private readonly level: Level, private readonly out: (line: string) => void =
    (line) => process.stderr.write(line + "\n")) {}
  private emit(level: Exclude<Level, "off">, msg: string, fields: Record<string, unknown>): void {
    if (rank[level] < rank[this.level]) return;
    this.out(JSON.stringify({ ts: new Date().toISOString(), level, msg, ...fields }));
  }
  debug(msg: string, fields: Record<string, unknown> = {}) { this.emit("debug", msg, fields); }
  info(msg: string, fields: Record<string, unknown> = {}) { this.emit("info", msg, fields); }
  warn(msg: string, fields: Record<string, unknown> = {}) { this.emit("warn", msg, fields); }
  error(msg: string, fields: Record<string, unknown> = {}) { this.emit("error", msg, fields); }
}
