"""A token bucket: a burst of ``capacity`` messages, then ``rate`` per second."""

from __future__ import annotations


class TokenBucket:
    def __init__(self, capacity: float, rate: float, now: float) -> None:
        self.capacity = capacity
        self.rate = rate
        self.tokens = capacity
        self.stamp = now

    def take(self, now: float) -> bool:
        """Spend one token if there is one (True), else False: the message is throttled."""
        elapsed = max(0.0, now - self.stamp)
        self.stamp = now
        self.tokens = min(self.capacity, self.tokens + elapsed * self.rate)
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False
