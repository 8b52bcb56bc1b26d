import {
  adminContract,
  LEAD_TABS,
  type AdminLead,
  type AdminProfile,
  type LeadTab,
} from '@nyiur/api';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, toast } from '@nyiur/ui';
import { useOutletContext, useSearchParams } from 'react-router';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import { LEAD_TAB_LABELS, malaysianTime } from '../../lib/labels';
import { hasPermission } from '../../lib/use-admin';
import styles from '../screens.module.css';
import {
  CsvLink,
  FilterTabs,
  PagedItems,
  SearchBar,
} from '../../components/list-screen/list-screen';
import { useLeadList } from '../../api/customers';
import { useRefreshAfter } from '../../api/query-keys';
import { EraseLeadButton, isErasedLead } from './erase-lead-button';
import { ThankLeadForm } from './thank-lead-form';

const EMPTY: Record<LeadTab, string> = {
  contact: 'No messages',
  free_sample: 'No free-sample requests',
  affiliate: 'No affiliate applications',
  subscriber: 'No subscribers',
};

const isTab = (value: string | null): value is LeadTab =>
  value !== null && (LEAD_TABS as readonly string[]).includes(value);

type LeadAction =
  'adminLeadMarkHandled' | 'adminLeadApproveAffiliate' | 'adminLeadDeclineAffiliate';

const DONE: Record<LeadAction, string> = {
  adminLeadMarkHandled: 'Marked done.',
  adminLeadApproveAffiliate: 'Approved: the referral code is on its way by e-mail.',
  adminLeadDeclineAffiliate: 'Application declined.',
};

/** A reply in the staff member's own mail program, to the address the lead gave. */
const replyLink = (lead: AdminLead): string =>
  `mailto:${lead.email}?subject=${encodeURIComponent('Re: your message to us')}`;

/** The leads: messages, free-sample requests, affiliate applications and subscribers. */
export function LeadsScreen() {
  const admin = useOutletContext<AdminProfile>();
  const [params, setParams] = useSearchParams();
  const tab: LeadTab = isTab(params.get('tab')) ? (params.get('tab') as LeadTab) : 'contact';
  const q = params.get('q') ?? '';
  const refreshAfter = useRefreshAfter();
  const canManage = hasPermission(admin, 'leads.manage');
  const canErase = hasPermission(admin, 'customers.erase');

  const { list, items: leads } = useLeadList(tab, q);

  const act = useMutation({
    mutationFn: ({ action, id }: { action: LeadAction; id: number }) =>
      adminApi[action]({ id }).then(dataOf),
    onSuccess: (_answer, { action }) => {
      toast.success(DONE[action]);
      refreshAfter(action);
    },
    onError: toastFailure,
  });

  const chooseTab = (next: LeadTab) => setParams(new URLSearchParams({ tab: next }));

  const csv = `/api/admin/leads.csv?${new URLSearchParams(q ? { tab, q } : { tab }).toString()}`;
  const busy = (id: number) => act.isPending && act.variables.id === id;

  const actions = (lead: AdminLead) => (
    <>
      {work(lead)}
      {canErase && !isErasedLead(lead) && <EraseLeadButton lead={lead} />}
    </>
  );

  const work = (lead: AdminLead) => {
    const thanks = lead.kind === 'free_sample' && hasPermission(admin, 'vouchers.write') && (
      <ThankLeadForm lead={lead} />
    );
    if (!canManage) return thanks || null;
    if (lead.kind === 'contact' || lead.kind === 'free_sample') {
      if (lead.handled_at) return thanks || null;
      return (
        <>
          {thanks}
          <Button
            size="sm"
            variant="outline"
            disabled={busy(lead.id)}
            onClick={() => act.mutate({ action: 'adminLeadMarkHandled', id: lead.id })}
          >
            {lead.kind === 'contact' ? 'Mark handled' : 'Mark sample sent'}
          </Button>
        </>
      );
    }
    if (lead.kind === 'affiliate' && !lead.decision) {
      return (
        <>
          <Button
            size="sm"
            disabled={busy(lead.id)}
            onClick={() => act.mutate({ action: 'adminLeadApproveAffiliate', id: lead.id })}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy(lead.id)}
            onClick={() => act.mutate({ action: 'adminLeadDeclineAffiliate', id: lead.id })}
          >
            Decline
          </Button>
        </>
      );
    }
    return null;
  };

  const status = (lead: AdminLead) => {
    switch (lead.kind) {
      case 'contact':
        return lead.handled_at ? <Badge>Handled</Badge> : <Badge tone="brand">New</Badge>;
      case 'free_sample':
        return lead.handled_at ? <Badge>Sample sent</Badge> : <Badge tone="brand">To send</Badge>;
      case 'affiliate':
        return lead.decision === 'approved' ? (
          <Badge>Approved · {lead.referral_code}</Badge>
        ) : lead.decision === 'declined' ? (
          <Badge>Declined</Badge>
        ) : (
          <Badge tone="brand">Pending</Badge>
        );
      case 'subscriber':
        return lead.unsubscribed_at ? <Badge>Unsubscribed</Badge> : <Badge>Subscribed</Badge>;
    }
  };

  return (
    <>
      <h1>Leads</h1>
      <FilterTabs label="Kind of lead" tabs={LEAD_TABS} current={tab} onChoose={chooseTab}>
        {(value) => LEAD_TAB_LABELS[value]}
      </FilterTabs>

      <SearchBar
        label="Search leads"
        hint="Name, e-mail or phone"
        schema={adminContract.adminLeadList.request.pick({ q: true })}
        current={{ q }}
        key={`q-${tab}-${q}`}
        onSearch={(values) => setParams(new URLSearchParams({ tab, ...values }))}
      />

      <CsvLink
        href={csv}
        label={`Download ${LEAD_TAB_LABELS[tab].toLowerCase()} CSV`}
        searched={Boolean(q)}
      />

      <section role="tabpanel" aria-label={LEAD_TAB_LABELS[tab]}>
        <PagedItems
          list={list}
          items={leads}
          label={LEAD_TAB_LABELS[tab]}
          loadingLabel="Loading leads"
          empty={`${EMPTY[tab]}${q ? ' for this search' : ' yet'}.`}
          rowKey={(lead) => lead.id}
          rowLabel={(lead) => lead.name || lead.email}
          rowTestId="lead-row"
          columns={[
            {
              key: 'name',
              header: 'Name',
              primary: true,
              cell: (lead) => lead.name || lead.email,
            },
            {
              key: 'contact',
              header: 'Contact',
              cell: (lead) => (
                <>
                  <a href={replyLink(lead)}>{lead.email}</a>
                  {lead.phone ? ` · ${lead.phone}` : ''}
                </>
              ),
            },
            {
              key: 'about',
              header: 'About',
              cell: (lead) =>
                [
                  malaysianTime(lead.created_at),
                  lead.country,
                  lead.is_pro && 'Professional',
                  lead.is_content_creator && 'Content creator',
                  lead.is_blog_writer && 'Blog writer',
                ]
                  .filter(Boolean)
                  .join(' · '),
            },
            {
              key: 'comments',
              header: 'Message',
              cell: (lead) => <p className={styles.message}>{lead.comments || '—'}</p>,
            },
            { key: 'status', header: 'Status', cell: (lead) => status(lead) },
            {
              key: 'actions',
              header: 'Actions',
              unlabelledOnCard: true,
              cell: (lead) => (
                <div className={styles.row}>
                  {lead.kind === 'contact' && <a href={replyLink(lead)}>Reply by e-mail</a>}
                  {actions(lead)}
                </div>
              ),
            },
          ]}
        />
      </section>
    </>
  );
}
