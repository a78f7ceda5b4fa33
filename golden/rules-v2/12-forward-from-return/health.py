"""Health check against the default deployment."""
from urls import build_url

DEFAULT_BASE = "api.example.com"
HEALTH_URL = build_url(DEFAULT_BASE, "health")


def health_check(session):
    return session.get(HEALTH_URL, timeout=2)
