"""Retry plans for the API and CDN hosts, fixed when the module is imported."""
import sys

from transport import Session

API_RETRIES = 3
CDN_RETRIES = 1
FACTOR = 0.5

session = Session()
session.mount("https://api.", API_RETRIES)
session.mount("https://cdn.", CDN_RETRIES)
mirror = Session()
mirror.mount("https://api.", 5)

if __name__ == "__main__":
    url = sys.argv[1] if len(sys.argv) > 1 else "https://api.example.org/v1"
    print(url, session.waits_for(url, FACTOR))
    print("mirror", mirror.waits_for(url, FACTOR))
