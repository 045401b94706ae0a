import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { getPageViewer } from "@/app/_doors/page";

export const metadata: Metadata = {
  title: "Register",
  description: "Join GardenSwap: a free neighbourhood marketplace to swap, sell or give away seeds, plants and produce.",
};

export default async function RegisterPage() {
  if (await getPageViewer()) redirect("/my-listings");
  return (
    <AuthCard tab="register" title="Register">
      <RegisterForm />
    </AuthCard>
  );
}
