from app.jobs.run import job

print(job(3, 2))
