"""The game without phones stays as it was: no networking code loaded, no port opened."""

from __future__ import annotations

import subprocess
import sys


def test_the_game_does_not_load_the_phone_server() -> None:
    code = (
        "import sys\n"
        "import uno_desktop.__main__, uno_desktop.ui.app, uno_desktop.ui.table.scene\n"
        "import uno_desktop.ui.scenes.new_game, uno_desktop.ui.scenes.menu\n"
        "loaded = [m for m in sys.modules if m.startswith(('aiohttp', 'segno',"
        " 'uno_desktop.remote'))]\n"
        "assert loaded == [], loaded\n"
        "assert 'pygame' in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, env={"SDL_VIDEODRIVER": "dummy", "PATH": ""})
    assert done.returncode == 0, done.stderr
