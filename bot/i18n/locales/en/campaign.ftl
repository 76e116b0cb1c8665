# /campaign: the table's own announcements (cogs/campaign.py).

campaign-opens = A Holding On campaign opens here: { $pack }
campaign-hosted = Hosted by { $host }. Take a seat with /campaign join (2 to 4 Nurses), then /campaign start. `/campaign status note:True` shows the content note again.
campaign-note-field = Content note
campaign-language-line = Language: { $language }. The host changes it with /campaign options.
campaign-joins = { $user } joins the table as Nurse **{ $nurse }** ({ $seats } of 4 seats).
campaign-leaves = { $user } leaves the table ({ $seats } of 4).
campaign-language-set = This campaign is now played in { $language }: the channel, the DMs and the story.
campaign-options-header = Table options:
campaign-options-language = Language: { $language }
campaign-welcome = You sit at this Holding On table as Nurse { $nurse }. Your face-down cards, and Billy's words when you speak for him, will come here, for your eyes only.
