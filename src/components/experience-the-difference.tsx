import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';

/** `description` is plain text (the contract gives it no HTML). */
type ExperienceTheDifferenceProps = { title?: string; description?: string };

/** The closing call to action of the shop and about pages. */
export function ExperienceTheDifference(props: ExperienceTheDifferenceProps) {
  const { t } = useLingui();
  const {
    title = t`Experience the Difference`,
    description = t`Time-tested Ayurvedic formulations, made with certified herbs and modern quality checks. Find the remedy that suits you.`,
  } = props;
  return (
    <section className="experience" aria-labelledby="experience-title">
      <div className="container experience__inner">
        <h2 id="experience-title">{title}</h2>
        <p className="experience__text">{description}</p>
        <Link className="button button--light" to={paths.shop.href()}>
          <Trans>Shop now</Trans>
        </Link>
      </div>
    </section>
  );
}
