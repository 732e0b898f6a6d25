-- CreateTable
CREATE TABLE "Dump" (
    "file" TEXT NOT NULL,
    "locale" "Locale",
    "format" "ExportFormat" NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "bytes" BIGINT NOT NULL,
    "contentVersion" TEXT NOT NULL,
    "generatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Dump_pkey" PRIMARY KEY ("file")
);
