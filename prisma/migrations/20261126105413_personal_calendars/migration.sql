-- CreateTable
CREATE TABLE "PersonalCalendar" (
    "userId" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PersonalCalendar_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "PersonalCalendar_hash_key" ON "PersonalCalendar"("hash");

-- AddForeignKey
ALTER TABLE "PersonalCalendar" ADD CONSTRAINT "PersonalCalendar_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;
