"""Preview and send the day's reminders."""
from notify import SMS_LIMIT, EmailNotifier, SmsNotifier


def preview(text):
    sms = SmsNotifier("sms", SMS_LIMIT)
    mail = EmailNotifier("mail")
    short = sms.render(text)
    full = mail.render(text)
    return "SMS: " + short + "\nMAIL: " + full


def remind(users, text):
    sms = SmsNotifier("sms", SMS_LIMIT)
    sent = 0
    for user in users:
        if sms.send(user, text):
            sent += 1
    return sent, sms.outbox


if __name__ == "__main__":
    print(preview("Your  parcel\n is ready for pickup at the front desk until 6pm"))
    print(remind(["ann", "bob"], "Rent is due"))
    print(remind(["cy"], "   "))
