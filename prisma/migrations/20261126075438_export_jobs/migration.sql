-- CreateEnum
CREATE TYPE "ExportFormat" AS ENUM ('JSONL', 'CSV');

-- CreateEnum
CREATE TYPE "ExportJobStatus" AS ENUM ('QUEUED', 'RUNNING', 'DONE', 'FAILED', 'EXPIRED');

-- CreateEnum
CREATE TYPE "ExportErrorCode" AS ENUM ('INTERRUPTED', 'TIMED_OUT', 'INTERNAL_ERROR');

-- CreateTable
CREATE TABLE "ExportJob" (
    "id" TEXT NOT NULL,
    "status" "ExportJobStatus" NOT NULL DEFAULT 'QUEUED',
    "format" "ExportFormat" NOT NULL,
    "filter" JSONB NOT NULL,
    "rowCount" INTEGER NOT NULL DEFAULT 0,
    "bytes" BIGINT,
    "storageKey" TEXT,
    "errorCode" "ExportErrorCode",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "heartbeatAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),

    CONSTRAINT "ExportJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ExportJob_status_createdAt_idx" ON "ExportJob"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ExportJob_expiresAt_idx" ON "ExportJob"("expiresAt");
