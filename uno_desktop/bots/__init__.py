"""Computer players. They see a :class:`~uno_desktop.engine.view.SeatView`, never the Game.

Build one with :func:`uno_desktop.bots.registry.make_bot` from a level name (``random``, ``easy``,
``normal``, ``hard``) or a plug-in path ``package.module:ClassName``.
"""
