"""A phone hub in a process of its own with a lowered open-file limit (run by
test_hostile_clients.py, so the test process keeps its own limit).

Prints one JSON line (port, token), then answers lines on stdin: ``files`` opens
``FILES_NEEDED`` files at once as the game would (fonts, sounds, saves) and prints how many
opened; ``quit`` stops the hub and exits.
"""

from __future__ import annotations

import json
import os
import resource
import sys

FILE_LIMIT = 256
FILES_NEEDED = 48


def main() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (FILE_LIMIT, FILE_LIMIT))
    from uno_desktop.i18n import Translator
    from uno_desktop.remote.hub import PhoneHub

    hub = PhoneHub.start([0], Translator("en"), ["Asha", "Bruno"], host="127.0.0.1", cards={})
    print(json.dumps({"port": hub.port, "token": hub.keys[0].token}), flush=True)
    for line in sys.stdin:
        if line.strip() == "files":
            opened = []
            try:
                for _ in range(FILES_NEEDED):
                    opened.append(open(os.devnull, "rb"))  # noqa: SIM115 (held open on purpose)
            except OSError:
                pass
            print(len(opened), flush=True)
            for file in opened:
                file.close()
        elif line.strip() == "quit":
            break
    hub.stop()


if __name__ == "__main__":
    main()
