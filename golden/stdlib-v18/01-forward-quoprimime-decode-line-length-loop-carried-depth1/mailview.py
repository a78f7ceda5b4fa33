"""Preview quoted-printable message parts the way a mail reader lists them."""
from qpdecode import decode


def subject_line(raw):
    subject = decode(raw)
    return subject.replace("\n", " ")


def body_text(raw, crlf):
    sep = "\r\n" if crlf else "\n"
    text = decode(raw, eol=sep)
    if not text.endswith(sep):
        text += sep
    return text


def preview(message, crlf=False):
    shown = [subject_line(message["subject"])]
    total = 0
    for raw in message["parts"]:
        total += len(raw)
        text = body_text(raw, crlf)
        shown.append(text.strip())
    return " | ".join(shown), total


if __name__ == "__main__":
    msg = {
        "subject": "Caf=E9 menu=\n for today",
        "parts": ["Soup=3Dlentil=20\n\nBread: rye =\nand wheat", "price =3D 4=2E50 =ZZ"],
    }
    print(preview(msg))
