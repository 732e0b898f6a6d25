-- CreateEnum
CREATE TYPE "TextSource" AS ENUM ('WIKIDATA', 'WIKIPEDIA');

-- CreateEnum
CREATE TYPE "PlaceRole" AS ENUM ('BIRTH', 'DEATH', 'EVENT');

-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "importedFrom" "TextSource";

-- AlterTable
ALTER TABLE "Entry" ADD COLUMN     "pictureId" TEXT,
ADD COLUMN     "wikidataId" TEXT;

-- AlterTable
ALTER TABLE "Image" ADD COLUMN     "author" TEXT,
ADD COLUMN     "license" TEXT,
ADD COLUMN     "licenseUrl" TEXT,
ADD COLUMN     "sourceUrl" TEXT;

-- CreateTable
CREATE TABLE "Place" (
    "id" SERIAL NOT NULL,
    "wikidataId" TEXT NOT NULL,
    "names" JSONB NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "country" TEXT,

    CONSTRAINT "Place_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EntryPlace" (
    "entryId" INTEGER NOT NULL,
    "role" "PlaceRole" NOT NULL,
    "placeId" INTEGER NOT NULL,

    CONSTRAINT "EntryPlace_pkey" PRIMARY KEY ("entryId","role")
);

-- CreateTable
CREATE TABLE "WikipediaLink" (
    "entryId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "title" TEXT NOT NULL,

    CONSTRAINT "WikipediaLink_pkey" PRIMARY KEY ("entryId","locale")
);

-- CreateTable
CREATE TABLE "EntrySource" (
    "id" SERIAL NOT NULL,
    "entryId" INTEGER NOT NULL,
    "statement" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "revision" TEXT,
    "license" TEXT NOT NULL,
    "retrievedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EntrySource_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportRun" (
    "id" SERIAL NOT NULL,
    "options" TEXT NOT NULL,
    "done" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ImportRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Place_wikidataId_key" ON "Place"("wikidataId");

-- CreateIndex
CREATE INDEX "EntryPlace_placeId_idx" ON "EntryPlace"("placeId");

-- CreateIndex
CREATE UNIQUE INDEX "EntrySource_entryId_statement_key" ON "EntrySource"("entryId", "statement");

-- CreateIndex
CREATE INDEX "ImportRun_options_finishedAt_idx" ON "ImportRun"("options", "finishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Entry_wikidataId_key" ON "Entry"("wikidataId");

-- AddForeignKey
ALTER TABLE "Entry" ADD CONSTRAINT "Entry_pictureId_fkey" FOREIGN KEY ("pictureId") REFERENCES "Image"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntryPlace" ADD CONSTRAINT "EntryPlace_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "Entry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntryPlace" ADD CONSTRAINT "EntryPlace_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WikipediaLink" ADD CONSTRAINT "WikipediaLink_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "Entry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntrySource" ADD CONSTRAINT "EntrySource_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "Entry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
