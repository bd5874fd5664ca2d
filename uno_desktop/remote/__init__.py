"""Phones as private hands: a small web server inside the game process (opt-in per seat).

Nothing here is imported by the game unless a phone seat is set up, so the game without phones
opens no network port and loads no networking code. The parts, one job each:

* :mod:`.address` - which local interface to listen on;
* :mod:`.seat_keys` - the unguessable token and short code of each phone seat;
* :mod:`.protocol` - the JSON messages, checked at the boundary (size, schema);
* :mod:`.rate_limit` - a token bucket per connection;
* :mod:`.view_message` - a seat's view turned into the one message a phone may see;
* :mod:`.seat_link` - the thread-safe hand-off between the server thread and the game thread;
* :mod:`.phone_seat` - the seat controller the table polls (no pygame, no aiohttp);
* :mod:`.page_assets` - the only files the server ever serves, held in memory;
* :mod:`.server` - the aiohttp application (HTTP + WebSocket);
* :mod:`.hub` - the synchronous start/stop API the pygame thread calls;
* :mod:`.card_images` and :mod:`.qr` - card faces and QR codes as PNG (for the page and the
  big screen).
"""
