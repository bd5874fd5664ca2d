"""The rules of UNO: pure Python, no pygame, no clock, no I/O."""
