from cells import is_formula, split_refs, parse_number, column_of


class Sheet:
    def __init__(self):
        self.cells = {}

    def put(self, ref, text):
        self.cells[ref] = text

    def raw(self, ref):
        return self.cells.get(ref, "0")

    def refs_in(self, letter):
        found = []
        for ref in sorted(self.cells):
            if column_of(ref) == letter:
                found.append(ref)
        return found


def cell_value(sheet, ref):
    text = sheet.raw(ref)
    if is_formula(text):
        total = 0
        for part in split_refs(text):
            total += parse_number(sheet.raw(part))
        return total
    return parse_number(text)
