-- Each dump names the last change of the change log it holds, so that the API's `changes(after:)`
-- continues from it; files written before are left without one until they are written again.

-- AlterTable
ALTER TABLE "Dump" ADD COLUMN     "changeCursor" TEXT;
