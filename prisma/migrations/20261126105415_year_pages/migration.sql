-- CreateIndex
CREATE INDEX "Entry_kind_birthYear_idx" ON "Entry"("kind", "birthYear");

-- CreateIndex
CREATE INDEX "Entry_kind_deathYear_idx" ON "Entry"("kind", "deathYear");
