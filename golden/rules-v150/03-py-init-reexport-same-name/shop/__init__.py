from .prices import compute
