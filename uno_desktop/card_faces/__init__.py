"""The cards' pictures, drawn by code with pygame: no art files, any size, cached.

Below both front ends: the table (``ui/``, through ``ui/card_art.py``'s shared instance) and
the phone page (``remote/card_images.py``) draw the same cards from here, and neither reaches
into the other. Modules: ``palette`` (the cards' colours), ``font`` (the one typeface on
them), ``shapes`` (stencils), ``painter`` (one picture), ``art`` (:class:`CardArt`, the cache).
"""
