"""How Lantern is told: the default face, from its words alone."""

from bot.render.basic_face import BasicFace

FACE = BasicFace("lantern", "lantern-")
