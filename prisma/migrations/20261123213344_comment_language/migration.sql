-- CreateIndex
CREATE INDEX "Comment_entryId_locale_hidden_createdAt_idx" ON "Comment"("entryId", "locale", "hidden", "createdAt");
