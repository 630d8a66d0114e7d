import { useLingui } from '@lingui/react/macro';
import DownloadIcon from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { downloadMyData } from '../api/account-api';
import { SettingsSection } from '@/components/ui/settings-section';

export function DownloadMyData() {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const filename = await downloadMyData();
      toast({ title: t`Download started`, description: filename, variant: 'success' });
    } catch (error) {
      toast({
        title: t`Your data could not be downloaded`,
        description: error instanceof Error ? error.message : t`Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <SettingsSection
      title={t`Your data`}
      description={t`A JSON file with your profile, events, RSVPs, plans, friends and consent choices.`}
    >
      <Button
        variant="outline"
        onClick={() => void download()}
        loading={downloading}
        loadingLabel={t`Preparing...`}
      >
        {downloading ? null : <DownloadIcon aria-hidden="true" />}
        {t`Download my data`}
      </Button>
    </SettingsSection>
  );
}
