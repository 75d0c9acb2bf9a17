-- The llms.txt generator (POST /api/llms-txt) counts in the usage statistics like the checker.
ALTER TYPE "ToolKey" ADD VALUE 'llms_txt';
