-- Staff opening a stored document find its deployment step by the file named in the step's evidence.
CREATE INDEX IF NOT EXISTS "deployment_steps_evidence_idx" ON "deployment_steps" USING gin ("evidence" jsonb_path_ops);
