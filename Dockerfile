# The bot's image, for compose.yaml or any container host: `python -m bot` with the shipped content pack.
# Settings come from the environment (DISCORD_TOKEN, DATABASE_URL, SHARD_COUNT, SHARD_IDS…): .env is not copied.
FROM python:3.11-slim
WORKDIR /app
COPY . .
RUN pip install --no-cache-dir -e . && useradd --system --home-dir /app holding-on
USER holding-on
CMD ["python", "-m", "bot"]
