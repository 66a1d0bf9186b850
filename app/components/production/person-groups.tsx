import { personGridStyle } from "~/models/content/grid-columns";
import type { PersonGroupView } from "~/models/content/page-items";
import { ResponsiveImage } from "../ui/responsive-image";
import { RichText } from "../ui/rich-text";
import { SmartLink } from "../ui/smart-link";

export function PersonGroups({ groups }: { groups: PersonGroupView[] }) {
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.id}
          className={`person-group${group.many ? " many" : ""}`}
          aria-label={group.name ?? undefined}
        >
          {group.name && <h2>{group.name}</h2>}
          <ul
            className="person-group__list"
            style={personGridStyle(group.persons.filter((person) => !person.large).length)}
          >
            {group.persons.map((person) => {
              const name = person.link ? (
                <SmartLink href={person.link}>{person.name}</SmartLink>
              ) : (
                person.name
              );
              return (
                <li key={person.name} className={`person${person.large ? " person--large" : ""}`}>
                  {person.picture && (
                    <ResponsiveImage
                      image={person.picture}
                      sizes="(max-width: 767px) 50vw, 240px"
                      maxWidth={640}
                      className="person__picture"
                      alt=""
                    />
                  )}
                  <h3 className="person__name">{name}</h3>
                  {person.quote && <p className="person__quote">“{person.quote}”</p>}
                  <RichText html={person.description} className="person__description" />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
