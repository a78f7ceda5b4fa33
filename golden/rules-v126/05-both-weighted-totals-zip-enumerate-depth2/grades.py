"""Exam grading helpers: mark sheets, weighted totals and ranks."""


def parse_sheet(row):
    _, _, marks = row.partition(":")
    return [int(mark) for mark in marks.split()]


def weighted(scores, weights):
    return sum(s * w for s, w in zip(scores, weights))


def rank(totals):
    order = sorted(totals, reverse=True)
    return [order.index(total) + 1 for total in totals]


def grade_class(names, sheets, weights):
    totals = [weighted(sheet, weights) for sheet in sheets]
    places = rank(totals)
    table = {name: (total, place) for name, total, place in zip(names, totals, places)}
    top = [names[i] for i, place in enumerate(places) if place == 1]
    return table, top
