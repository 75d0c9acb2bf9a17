import { redirect } from "next/navigation";
import { connection } from "next/server";
import { InlineIcon } from "@/components/sprite-icon";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { formatEuro } from "@/content/products";
import { STATS_TIME_ZONE } from "@/lib/admin/dashboard-stats";
import { listOrders, ORDER_ACCESS_LABELS, ORDER_STATE_LABELS, type Order } from "@/lib/admin/orders";
import { getAdminSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { AdminHeader } from "../_components/admin-header";
import { privatePageMetadata } from "@/lib/seo/messages-metadata";
import { AdminTableHead } from "../_components/admin-table-head";

export const dynamic = "force-dynamic";

/** Orders listed on the page; the CSV export holds all. */
const SHOWN = 500;

export const generateMetadata = () => privatePageMetadata("Admin", "ordersTitle");

const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: STATS_TIME_ZONE });

/** /admin/orders: every purchase, newest first, with the CSV export. */
export default async function AdminOrdersPage() {
  // Per request: the session key exists only once a server has started, never in `next build`.
  await connection();
  if (!(await getAdminSession())) redirect("/admin/login");
  const t = await getTranslations("Admin");
  const { orders, total } = await listOrders(await getDb(), SHOWN);
  const number = new Intl.NumberFormat("de-DE");

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminHeader title={t("ordersTitle")} current="/admin/orders" />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" role="status">
          {total > orders.length ? t("ordersShown", { shown: number.format(orders.length), total: number.format(total) }) : t("ordersCount", { count: total })}
        </p>
        {total > 0 && (
          // A plain link: the download needs no client script, and the route checks the session itself.
          <a href="/api/admin/orders/export" download className="bg-primary text-primary-foreground hover:bg-primary/90 inline-flex h-9 items-center gap-2 rounded-md px-4 text-sm font-medium">
            <InlineIcon name="download" className="size-4" /> {t("ordersExport")}
          </a>
        )}
      </div>
      {orders.length === 0 ? (
        <p className="bg-card text-muted-foreground rounded-xl border p-8 text-center">{t("ordersEmpty")}</p>
      ) : (
        <div className="bg-card overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm" data-testid="orders">
            <caption className="sr-only">{t("ordersTitle")}</caption>
            <AdminTableHead cellClassName="px-4 py-3 font-medium whitespace-nowrap" labels={(["colDate", "colProduct", "colAmount", "colEmail", "colState", "colAccess", "colOwner"] as const).map((k) => t(k))} />
            <tbody>
              {orders.map((order) => (
                <OrderRow key={order.paymentIntentId} order={order} notNotified={t("ownerNotNotified")} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function OrderRow({ order, notNotified }: { order: Order; notNotified: string }) {
  return (
    <tr className="border-b align-top last:border-0">
      <td className="px-4 py-3 whitespace-nowrap">{dateTime.format(order.createdAt)}</td>
      <td className="px-4 py-3">
        {order.productName}
        <span className="text-muted-foreground block font-mono text-xs">{order.paymentIntentId}</span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap tabular-nums">{order.currency === "eur" ? formatEuro(order.amountCents) : `${order.amountCents / 100} ${order.currency.toUpperCase()}`}</td>
      <td className="px-4 py-3 whitespace-nowrap">{order.email ?? "–"}</td>
      <td className="px-4 py-3">
        <Badge variant={order.state === "paid" ? "secondary" : "destructive"}>{ORDER_STATE_LABELS[order.state]}</Badge>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        {ORDER_ACCESS_LABELS[order.access]}
        {order.accessGrantedAt && order.access === "granted" && <span className="text-muted-foreground block text-xs">{dateTime.format(order.accessGrantedAt)}</span>}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{order.service ? (order.ownerNotifiedAt ? dateTime.format(order.ownerNotifiedAt) : notNotified) : "–"}</td>
    </tr>
  );
}
