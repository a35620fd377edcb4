"""The tested blocks of a README: a fenced code block right after a line
`<!-- tested: NAME -->`, and the output its `# → TEXT` comments promise.

    blocks = tested_blocks("clients/python/README.md")   # {"install": "python3 -m venv ...", ...}
    expected_output(blocks["example"])                   # ["False ARBITER_NOT_YOUR_TURN", ...]
"""
import re

_MARKER = re.compile(r"^<!-- tested: ([a-z0-9-]+) -->\s*$")
_FENCE = re.compile(r"^```")
_PROMISE = re.compile(r"#\s*→\s*(.*?)\s*$")


def tested_blocks(path):
    """{name: code} of every tested block in the file at `path`. ValueError for a marker not
    followed by a fenced block, or a name used twice."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    blocks = {}
    i = 0
    while i < len(lines):
        match = _MARKER.match(lines[i])
        i += 1
        if not match:
            continue
        name = match.group(1)
        if i >= len(lines) or not _FENCE.match(lines[i]):
            raise ValueError("%s:%d: <!-- tested: %s --> is not followed by ```" % (path, i,
                                                                                    name))
        end = i + 1
        while end < len(lines) and not _FENCE.match(lines[end]):
            end += 1
        if name in blocks:
            raise ValueError("%s: two blocks named %r" % (path, name))
        blocks[name] = "\n".join(lines[i + 1:end]) + "\n"
        i = end + 1
    return blocks


def expected_output(code):
    """The lines the block's `# → TEXT` comments promise, in order."""
    return [m.group(1) for m in map(_PROMISE.search, code.splitlines()) if m]


def missing_output(code, stdout):
    """The promised lines that stdout does not print in that order (each promise must equal a
    whole line after the previous promise's line); [] when all are there."""
    printed = stdout.splitlines()
    missing, at = [], 0
    for want in expected_output(code):
        try:
            at = printed.index(want, at) + 1
        except ValueError:
            missing.append(want)
    return missing
