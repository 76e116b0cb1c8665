"""Holding On: The Troubled Life of Billy Kerr: its rules (`engine`), its content packs (`content_pack`)."""
