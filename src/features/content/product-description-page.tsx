import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/i18n/navigation';
import { ExperienceTheDifference } from '@/components/experience-the-difference';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { StaticArticle, type ArticleSection } from './static-article';

const sections: ArticleSection[] = [
  {
    id: 'sourcing',
    title: msg`Sourcing the herbs`,
    body: (
      <>
        <p>
          <Trans>
            A remedy can only be as good as the plants that go into it. We buy herbs directly from
            farmers and licensed collectors across India: ashwagandha from Madhya Pradesh and
            Rajasthan, amla and haritaki from central India, brahmi and bhringraj from the wetter
            south. Following the classical texts, each herb is harvested in the right season and
            only the part that the formula calls for is used, whether that is the root, bark, leaf,
            fruit or seed.
          </Trans>
        </p>
        <p>
          <Trans>
            For wild-collected plants we ask our collectors to harvest sustainably, leaving enough
            of each plant to regenerate. Every lot arrives with its source, harvest date and
            supplier recorded, so a batch of finished product can be traced back to the fields it
            came from.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'identity',
    title: msg`Checking identity and purity`,
    body: (
      <>
        <p>
          <Trans>
            Many Ayurvedic plants share common names, and a few are routinely confused or
            adulterated. Before a single kilogram is accepted, our partners’ quality teams check
            that the herb is the right species and the right part:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Appearance, smell and taste</strong> – compared with authenticated reference
              samples, as an experienced vaidya would.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Microscopy</strong> – to confirm the cell structures that identify a species,
              even in powder form.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Chemical fingerprints</strong> – thin-layer chromatography shows the pattern
              of constituents that a genuine herb should contain.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Contaminant tests</strong> – for heavy metals, pesticide residues, aflatoxins
              and microbial load, against the limits set by the Ayurvedic Pharmacopoeia of India.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Lots that fail any of these checks are rejected and returned, never blended away into a
            larger batch.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'preparation',
    title: msg`Preparing each kind of remedy`,
    body: (
      <>
        <p>
          <Trans>
            Accepted herbs are cleaned, dried in the shade or in low-temperature driers to protect
            their volatile oils, and then prepared according to the method the formula calls for.
            Different forms suit different herbs and different people:
          </Trans>
        </p>
        <dl className="term-list">
          <div>
            <dt>
              <Trans>Churna (powder)</Trans>
            </dt>
            <dd>
              <Trans>
                Dried herbs ground and sieved to a fine, even powder, then blended in the classical
                proportions.
              </Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Vati (tablets)</Trans>
            </dt>
            <dd>
              <Trans>
                Powders or extracts pressed into tablets for an exact dose and a taste that is
                easier to take.
              </Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Taila (medicated oil)</Trans>
            </dt>
            <dd>
              <Trans>
                Herbs slowly cooked in sesame or coconut oil with a decoction until the water has
                gone, as described in the texts on taila paka.
              </Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Avaleha (herbal jam)</Trans>
            </dt>
            <dd>
              <Trans>
                Herbs cooked with jaggery or sugar, ghee and honey, as in chyawanprash, for a
                nourishing tonic.
              </Trans>
            </dd>
          </div>
        </dl>
        <p>
          <Trans>
            Where a product uses extracts, we state the ratio or the standardised level of the key
            constituent on the label, so you know how concentrated it is.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'manufacturing',
    title: msg`Manufacturing and testing each batch`,
    body: (
      <>
        <p>
          <Trans>
            All our products are made by manufacturers licensed under the Drugs and Cosmetics Act,
            1940, in facilities that follow the Good Manufacturing Practice laid down in Schedule T
            of its Rules. That means clean, separated production areas, calibrated equipment,
            trained staff and written procedures for every step, with records kept for each batch.
          </Trans>
        </p>
        <p>
          <Trans>
            Finished batches are tested again before release: for identity, for the physical
            properties that matter to each form (such as how quickly a tablet breaks down), for
            moisture, and for microbial and heavy-metal limits. A sample of every batch is kept
            until after its expiry date, so any question from a customer can be checked against the
            original.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'labels',
    title: msg`Packing, labelling and reading our product pages`,
    body: (
      <>
        <p>
          <Trans>
            Products are packed in food-grade, airtight containers that protect them from moisture
            and light. Each label lists the ingredients with their botanical names and quantities,
            the dose and how to take it, the batch number, the dates of manufacture and expiry, the
            manufacturing licence number and any cautions.
          </Trans>
        </p>
        <p>
          <Trans>
            Our online product pages follow the same idea. The <strong>Description</strong> tab
            explains what a product is traditionally used for,{' '}
            <strong>Additional Information</strong> lists pack size and form, and the{' '}
            <strong>Ingredient Glossary</strong> explains each herb in plain words. Reviews come
            from customers who have bought the product.
          </Trans>
        </p>
        <p>
          <Trans>
            Ayurvedic products support wellbeing; they do not replace diagnosis or treatment. Please
            consult your doctor before use if you are pregnant or breastfeeding, are giving a
            product to a child, or take regular medicine, and store every product in a cool, dry
            place out of children’s reach. Questions about a product are always welcome on our{' '}
            <Link to={paths.contact.href()}>contact page</Link>.
          </Trans>
        </p>
      </>
    ),
  },
];

/** /product-description: how the shop's products are sourced, made, tested and labelled. */
export function ProductDescriptionPage() {
  const { t } = useLingui();
  const title = t`How Our Products Are Made`;
  return (
    <div className="product-description-page">
      <PageMeta
        title={title}
        description={t`From sourcing and identifying herbs to GMP manufacturing, batch testing and clear labels: how VedaHerbs products are made.`}
        type="article"
      />
      <PageBanner title={title} subtitle={t`From the field to your shelf, step by step`} />
      <StaticArticle
        image={{
          src: '/images/gallery/herbs-2.svg',
          caption: t`Every herb is checked for identity and purity before use.`,
        }}
        intro={
          <>
            <p>
              <Trans>
                Every VedaHerbs product starts with a formula from the classical Ayurvedic texts or
                one carefully developed by experienced practitioners, and ends as a sealed, clearly
                labelled pack at your door. In between there are many steps, and each one affects
                how safe and how effective the remedy is.
              </Trans>
            </p>
            <p>
              <Trans>
                Here is what happens along the way, so you know exactly what you are buying and why
                we do things the way we do.
              </Trans>
            </p>
          </>
        }
        sections={sections}
      />
      <ExperienceTheDifference />
    </div>
  );
}
