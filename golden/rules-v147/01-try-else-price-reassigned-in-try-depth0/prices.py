"""Read the first price row from an in-memory CSV buffer."""
import io


def load_prices(buffer, default):
    price = default
    source = "default"
    errors = []
    header = buffer.readline()
    try:
        raw = buffer.readline().strip()
        fields = raw.split(",")
        price = float(fields[1])
        source = fields[0]
    except (IndexError, ValueError) as exc:
        errors.append(str(exc))
        source = "fallback"
    else:
        price = round(price, 2)
    finally:
        buffer.seek(0)
    label = "%s=%s (%d columns)" % (source, price, header.count(",") + 1)
    return price, label, errors


def sample(text, default=0.0):
    buffer = io.StringIO(text)
    return load_prices(buffer, default)
