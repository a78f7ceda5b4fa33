"""Settings shared by the archive sync tools.

Values here are read once, at import, by the tools that need them.
"""

BASE = 25
LIMIT = BASE * 4
RETRIES = BASE // 10
TIMEOUT = 2.5
BACKOFF = TIMEOUT * RETRIES

ARCHIVE = "s3://backups/records"
REGION = "eu-west-1"

DEFAULTS = {
    "limit": LIMIT,
    "retries": RETRIES,
    "region": REGION,
}
