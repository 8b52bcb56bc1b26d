import { useMutation } from '@tanstack/react-query';
import { Button, toast, type ButtonProps } from '@nyiur/ui';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';

/**
 * "Print label": one PDF with each order's courier label and its packing slip, in a new tab. The
 * tab opens on the tap itself (a phone blocks one opened after a wait) and gets the PDF's address
 * when the server has checked the labels.
 */
export function PrintLabelsButton({
  orderIds,
  children,
  ...button
}: { orderIds: readonly number[]; children: string } & Omit<ButtonProps, 'onClick'>) {
  const print = useMutation({
    mutationFn: (_tab: Window | null) =>
      adminApi.adminShippingLabel({ order_ids: [...orderIds] }).then(dataOf),
    onSuccess: ({ pdf_url, not_ready }, tab) => {
      if (tab) tab.location.href = pdf_url;
      else window.location.assign(pdf_url);
      if (not_ready.length > 0) {
        toast.error(
          `${not_ready.length} ${not_ready.length === 1 ? 'order has' : 'orders have'} no courier label yet: print ${not_ready.length === 1 ? 'it' : 'them'} once the courier gives the airway bill.`,
        );
      }
    },
    onError: (error, tab) => {
      tab?.close();
      toastFailure(error);
    },
  });
  return (
    <Button
      {...button}
      loading={print.isPending}
      disabled={button.disabled || orderIds.length === 0}
      onClick={() => print.mutate(window.open('', '_blank'))}
    >
      {children}
    </Button>
  );
}
