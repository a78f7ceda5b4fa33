"""Render the comments of a discussion thread as HTML paragraphs."""
from markup import escape, unescape


def render_comment(author, body, trusted):
    text = unescape(body.strip())
    name = escape(author, quote=False)
    if trusted:
        shown = text
    else:
        shown = escape(text)
    return "<p><b>" + name + "</b>: " + shown + "</p>"


def render_thread(comments, moderators):
    html = []
    for author, body in comments:
        html.append(render_comment(author, body, author in moderators))
    return "\n".join(html)


if __name__ == "__main__":
    thread = [
        ("ada", "  Use <em>two</em> spaces &amp; a tab  "),
        ("O'Brien", "x &lt; y &amp;&amp; y &lt; z"),
        ("grace", "plain words"),
    ]
    print(render_thread(thread, {"ada"}))
