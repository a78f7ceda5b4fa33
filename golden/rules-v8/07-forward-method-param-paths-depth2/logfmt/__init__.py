"""Record formatting and log file naming for the batch jobs."""
