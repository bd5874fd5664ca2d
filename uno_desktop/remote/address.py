"""Which local address the phone server listens on.

The default is the machine's LAN address, found without sending anything: ``connect`` on a UDP
socket only asks the kernel which interface would route to the address (no packet leaves the
machine), and ``getsockname`` then names that interface's address. The address asked about is
192.0.2.1 (TEST-NET-1, RFC 5737: documentation only, never routed on the Internet). With no
route at all the fallback is loopback, which only this machine can reach.
"""

from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"
_PROBE = ("192.0.2.1", 9)  # RFC 5737 TEST-NET-1; the port is irrelevant, nothing is sent
ANY = ("0.0.0.0", "::")


def lan_address() -> str:
    """The IPv4 address of the interface that leads to the local network, else 127.0.0.1."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_PROBE)
            address = str(probe.getsockname()[0])
    except OSError:
        return LOOPBACK
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return LOOPBACK
    if ip.is_unspecified or ip.is_multicast:
        return LOOPBACK
    return address


def check_host(host: str, *, allow_any: bool = False) -> str:
    """``host`` if it is a literal IP address the server may listen on; raises ValueError for a
    name, or for 0.0.0.0 / :: (every interface) unless the host explicitly allowed it."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        raise ValueError(f"not an IP address: {host!r}") from None
    if ip.is_unspecified and not allow_any:
        raise ValueError("listening on every interface needs allow_any=True")
    return str(ip)
