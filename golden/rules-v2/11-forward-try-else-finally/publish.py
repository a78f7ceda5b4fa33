"""Publish generated reports and tell the team."""
from uploader import REPORTS_BUCKET, upload


def report_url(receipt, region="eu-west-1"):
    return "https://%s.s3.%s.amazonaws.com/%s" % (receipt["bucket"], region, receipt["key"])


def publish_report(client, report_path, notify):
    receipt = upload(client, report_path, REPORTS_BUCKET)
    url = report_url(receipt)
    notify("New report available: " + url)
    return url
