import { redirect } from "next/navigation";

/** /admin: the statistics are the admin area's start page. */
export default function AdminIndexPage() {
  redirect("/admin/dashboard");
}
