import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AreasPanel } from './areas-panel';
import { AuditLogPanel } from './audit-log-panel';
import { CitiesPanel } from './cities-panel';
import { ConsentPanel } from './consent-panel';
import { EventsPanel } from './events-panel';
import { JobsPanel } from './jobs-panel';
import { MembersPanel } from './members-panel';
import { ReportsPanel } from './reports-panel';
import { SearchPanel } from './search-panel';

const TABS = [
  { value: 'areas', label: msg({ message: 'Areas', comment: 'Admin tab' }) },
  { value: 'reports', label: msg({ message: 'Reports', comment: 'Admin tab' }) },
  { value: 'events', label: msg({ message: 'Events', comment: 'Admin tab' }) },
  { value: 'members', label: msg({ message: 'Members', comment: 'Admin tab' }) },
  { value: 'search', label: msg({ message: 'Search', comment: 'Admin tab: the search index' }) },
  {
    value: 'consent',
    label: msg({ message: 'Consent', comment: 'Admin tab: cookie consent figures' }),
  },
  { value: 'audit', label: msg({ message: 'Audit log', comment: 'Admin tab' }) },
  { value: 'jobs', label: msg({ message: 'Jobs', comment: 'Admin tab: background jobs' }) },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/**
 * The admin page's tabs. The open tab is kept in `?tab=` so a reload or a shared link opens
 * it again; only the open tab's panel is mounted, so only its data is requested.
 */
export function AdminPage({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'areas';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('tab', value);
            return next;
          },
          { replace: true, preventScrollReset: true },
        )
      }
      className="flex flex-col gap-6"
    >
      <TabsList aria-label={t`Admin sections`} className="flex overflow-x-auto md:grid">
        {TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} className="shrink-0 px-3 md:px-4">
            {i18n._(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="areas">
        <div className="flex flex-col gap-10">
          <AreasPanel />
          <CitiesPanel />
        </div>
      </TabsContent>
      <TabsContent value="reports">
        <ReportsPanel />
      </TabsContent>
      <TabsContent value="events">
        <EventsPanel />
      </TabsContent>
      <TabsContent value="members">
        <MembersPanel currentUserId={currentUserId} />
      </TabsContent>
      <TabsContent value="search">
        <SearchPanel />
      </TabsContent>
      <TabsContent value="consent">
        <ConsentPanel />
      </TabsContent>
      <TabsContent value="audit">
        <AuditLogPanel />
      </TabsContent>
      <TabsContent value="jobs">
        <JobsPanel />
      </TabsContent>
    </Tabs>
  );
}
