"""Hostile clients written by hand over plain sockets: what no client library would send
(protocol PING floods, resets, half-finished requests, sockets that never read)."""

from __future__ import annotations

import base64
import os
import socket
import struct

PING, PONG, TEXT, CLOSE = 0x9, 0xA, 0x1, 0x8


def frame(opcode: int, payload: bytes = b"") -> bytes:
    """One final, masked client frame (payloads under 126 bytes)."""
    assert len(payload) < 126
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    return struct.pack("!BB", 0x80 | opcode, 0x80 | len(payload)) + mask + masked


def open_websocket(host: str, port: int, *, source: str | None = None,
                   receive_buffer: int | None = None) -> socket.socket:
    """A socket that completed the WebSocket handshake at ``/ws`` (and nothing more)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if receive_buffer is not None:  # small: the server's writes back up sooner
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    if source is not None:
        sock.bind((source, 0))
    sock.settimeout(5)
    sock.connect((host, port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                  "Sec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(1)
        if not chunk:
            raise ConnectionError("closed during the handshake")
        head += chunk
    assert head.startswith(b"HTTP/1.1 101"), head
    return sock


def reset(sock: socket.socket) -> None:
    """Close with a TCP reset (SO_LINGER 0), as a phone dropping off the network mid-flood."""
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()


def read_frames(sock: socket.socket, timeout: float = 5.0) -> list[tuple[int, bytes]]:
    """Every server frame (opcode, payload) until the server closes the socket."""
    sock.settimeout(timeout)
    data = b""
    try:
        while chunk := sock.recv(65536):
            data += chunk
    except (ConnectionResetError, TimeoutError):
        pass
    frames = []
    while len(data) >= 2:
        opcode, size = data[0] & 0x0F, data[1] & 0x7F
        start = 2
        if size == 126:
            size, start = struct.unpack("!H", data[2:4])[0], 4
        elif size == 127:
            size, start = struct.unpack("!Q", data[2:10])[0], 10
        frames.append((opcode, data[start:start + size]))
        data = data[start + size:]
    return frames


HALF_REQUEST = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\n"  # no blank line
