"""UNO for a family at one screen."""

__version__ = "0.1.0"
