import { PageLoading } from "@/components/ui/spinner";

export default function Loading() {
  return <PageLoading />;
}
