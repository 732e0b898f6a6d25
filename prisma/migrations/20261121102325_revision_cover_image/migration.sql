-- CreateIndex
CREATE INDEX "Revision_articleId_authorId_idx" ON "Revision"("articleId", "authorId");

-- AddForeignKey
ALTER TABLE "Revision" ADD CONSTRAINT "Revision_coverImageId_fkey" FOREIGN KEY ("coverImageId") REFERENCES "Image"("id") ON DELETE SET NULL ON UPDATE CASCADE;
