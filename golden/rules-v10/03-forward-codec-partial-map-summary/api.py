"""HTTP handler of the export endpoint."""
from export import export

PAGE_SIZE = 500


def handle_export(request, store):
    rows = store.accounts(request.user)
    opts = {"indent": int(request.args.get("indent", 2)), "limit": PAGE_SIZE}
    result = export(rows, request.args.get("format", "json"), opts)
    headers = {"Content-Type": "text/plain"}
    return result["body"], 200, headers
